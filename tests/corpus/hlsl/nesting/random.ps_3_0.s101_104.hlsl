// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c26 : register(c26);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l1029();
void l1029() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    r0.xyzw = r0.xyzw + c24.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (r0.z > r1.y) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        [branch] if (r0.y == r1.y) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (r0.x >= r1.x) {
                r0.xyzw = r0.xyzw + c22.xyzw;
                p0.xyzw = r0.xyzw > r1.xyzw;
                [branch] if (r0.w == r1.z) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.y >= r1.y) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (p0.w) {
                            r0.xyzw = r0.xyzw + c26.xyzw;
                            [branch] if (p0.z) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (!p0.x) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    [branch] if (p0.w) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        [branch] if (r0.w <= r1.y) {
                                            r0.xyzw = r0.xyzw + c21.xyzw;
                                            [branch] if (r0.w >= r1.z) {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                [branch] if (p0.x) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                    [branch] if (r0.w != r1.w) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (p0.z) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            [branch] if (r0.z == r1.w) {
                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                [branch] if (r0.y != r1.z) {
                                                                    r0.xyzw = r0.xyzw + c23.xyzw;
                                                                    [branch] if (!p0.z) {
                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                        [branch] if (!p0.x) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            r0.xyzw = r0.xyzw + c24.xyzw;
                                                                            [branch] if (r0.y < r1.x) {
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                [branch] if (r0.w > r1.x) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (!p0.z) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.x <= r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c20.xyzw;
                                                                                            [branch] if (!p0.w) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                [branch] if (!p0.y) {
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + c25.xyzw;
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
            } else {
                r0.xyzw = r0.xyzw + c25.xyzw;
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            }
        } else {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        }
    }
    [branch] if (p0.y) l1029();
    [branch] if (p0.z) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
