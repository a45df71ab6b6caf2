// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c12 : register(c12);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l1551();
void l1551() {
    [branch] if (r0.y == r1.w) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        [branch] if (r0.x != r1.y) {
            r0.x = dot(r0.xyzw, r1.xyzw);
            [branch] if (r0.w > r1.y) {
                r1.xyzw = r0.yzwx;
                [branch] if (r0.z < r1.x) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (r0.w <= r1.y) {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                        [branch] if (r0.x < r1.x) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (r0.x <= r1.z) {
                                r0.xyzw = r0.xyzw + c12.xyzw;
                                [branch] if (r0.z <= r1.x) {
                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.z <= r1.y) {
                                        r0.xyzw = r0.xyzw + c14.xyzw;
                                        [branch] if (r0.y < r1.x) {
                                            r0.xy = r0.xy + r1.xy;
                                            [branch] if (r0.z > r1.x) {
                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                [branch] if (r0.x > r1.y) {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.w == r1.z) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        [branch] if (r0.x > r1.z) {
                                                            r0.xyzw = r0.xyzw + c14.xyzw;
                                                            [branch] if (r0.z > r1.w) {
                                                                r1.xyzw = r0.yzwx;
                                                                [branch] if (r0.w <= r1.z) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.z > r1.x) {
                                                                        r0.xy = r0.xy + r1.xy;
                                                                        [branch] if (r0.y >= r1.w) {
                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.y == r1.x) {
                                                                                r0.xyzw = r0.xyzw + c15.xyzw;
                                                                                [branch] if (r0.z <= r1.y) {
                                                                                    r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                    [branch] if (r0.w != r1.x) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.x < r1.w) {
                                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.y <= r1.x) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (p0.x) l1551();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
