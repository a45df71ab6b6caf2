// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c42 : register(c42);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
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
void l1441();
void l1441() {
    [branch] if (r0.y != r1.y) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (r0.x <= r1.w) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (r0.y < r1.w) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.y > r1.x) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [branch] if (r0.y <= r1.x) {
                    r0.xyzw = r0.xyzw + c45.xyzw;
                    [branch] if (r0.y == r1.y) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (r0.z > r1.z) {
                            r1.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (r0.x > r1.x) {
                                r0.xyzw = r0.xyzw + c45.xyzw;
                                [branch] if (r0.x <= r1.y) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.w < r1.w) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.x == r1.y) {
                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                            [branch] if (r0.z <= r1.w) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                [branch] if (r0.x > r1.x) {
                                                    r0.xyzw = r0.xyzw + c44.xyzw;
                                                    [branch] if (r0.x < r1.z) {
                                                        r0.xyzw = r0.xyzw + c42.xyzw;
                                                        [branch] if (r0.y > r1.x) {
                                                            r0.xyzw = r0.xyzw + c48.xyzw;
                                                            [branch] if (r0.x < r1.w) {
                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                [branch] if (r0.w >= r1.w) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.x >= r1.y) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.y < r1.w) {
                                                                            r0.xyzw = r0.xyzw + c44.xyzw;
                                                                            [branch] if (r0.w < r1.y) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                [branch] if (r0.w != r1.z) {
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.y != r1.w) {
                                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.w <= r1.w) {
                                                                                            r0.xyzw = r0.xyzw + c49.xyzw;
                                                                                            [branch] if (p0.z) l1441();
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
