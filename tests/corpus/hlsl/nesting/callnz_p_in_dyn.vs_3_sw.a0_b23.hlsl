// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
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
void l2038();
void l2038() {
    [branch] if (r0.x >= r1.w) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (r0.y == r1.w) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (r0.x > r1.y) {
                r0.xyzw = r0.xyzw + c22.xyzw;
                [branch] if (r0.w != r1.w) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.y <= r1.z) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (r0.y != r1.y) {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            [branch] if (r0.z >= r1.w) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                [branch] if (r0.y <= r1.y) {
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    [branch] if (r0.w > r1.z) {
                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                        [branch] if (r0.z != r1.y) {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.x <= r1.y) {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                [branch] if (r0.w >= r1.y) {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.x != r1.z) {
                                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                                        [branch] if (r0.z < r1.y) {
                                                            r0.xyzw = r0.xyzw + c20.xyzw;
                                                            [branch] if (r0.y != r1.y) {
                                                                r0.xyzw = r0.xyzw + c21.xyzw;
                                                                [branch] if (r0.x < r1.y) {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (r0.y != r1.w) {
                                                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                                                        [branch] if (r0.x > r1.z) {
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.x != r1.z) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.w > r1.z) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (r0.x <= r1.y) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.w >= r1.y) {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.z <= r1.z) {
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c20.xyzw;
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (p0.y) l2038();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
