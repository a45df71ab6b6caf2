// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c24 : register(c24);
bool b7 : register(b7);
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
void l915();
void l915() {
    [branch] if (r0.x == r1.y) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        p0.xyzw = r0.xyzw > r1.xyzw;
        [branch] if (r0.z < r1.y) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (r0.w > r1.y) {
                r0.xyzw = r0.xyzw + c22.xyzw;
                [branch] if (p0.y) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (r0.w < r1.x) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (!p0.y) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.x < r1.w) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.y <= r1.z) {
                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                    [branch] if (r0.y < r1.x) {
                                        r0.xyzw = r0.xyzw + c20.xyzw;
                                        [branch] if (!p0.z) {
                                            r0.xyzw = r0.xyzw + c19.xyzw;
                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                            [branch] if (r0.x > r1.x) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                [branch] if (r0.w <= r1.z) {
                                                    r0.xyzw = r0.xyzw + c17.xyzw;
                                                    [branch] if (!p0.y) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                                        [branch] if (r0.w != r1.z) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (r0.w == r1.x) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                [branch] if (p0.z) {
                                                                    r0.xyzw = r0.xyzw + c24.xyzw;
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (!p0.w) {
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                        [branch] if (!p0.z) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (r0.z >= r1.z) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.x != r1.y) {
                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.y == r1.w) {
                                                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                                                        [branch] if (r0.x >= r1.w) {
                                                                                            r0.xyzw = r0.xyzw + c23.xyzw;
                                                                                            [branch] if (p0.z) {
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                [branch] if (r0.x >= r1.x) {
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                } else {
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
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
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                }
                            }
                        }
                    }
                } else {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    p0.xyzw = r0.xyzw <= r1.xyzw;
                }
            } else {
                r0.xyzw = r0.xyzw + r1.xyzw;
            }
        }
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (b7) l915();
    [branch] if (r0.y == r1.y) {
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
