// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c11 : register(c11);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (r0.z == r1.w) {
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            [branch] if (r0.z < r1.y) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [branch] if (p0.w) {
                    r0.xyzw = r0.xyzw + c15.xyzw;
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (!p0.z) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        [branch] if (!p0.x) {
                            r1.xyzw = r0.yzwx;
                            r0.xyzw = r0.xyzw + c18.xyzw;
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (p0.y) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                [branch] if (r0.w > r1.w) {
                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                    [branch] if (r0.y != r1.x) {
                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        break;
                                        [branch] if (!p0.y) {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            [branch] if (r0.w > r1.w) {
                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                [branch] if (!p0.w) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    [branch] if (p0.w) {
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        r0.xyzw = r0.xyzw + c16.xyzw;
                                                        [branch] if (r0.x != r1.z) {
                                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                                            [branch] if (p0.y) {
                                                                r1.xyzw = r0.yzwx;
                                                                [branch] if (r0.y < r1.x) {
                                                                    r1.xyzw = r0.yzwx;
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    [branch] if (!p0.y) {
                                                                        r1.xyzw = r0.yzwx;
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        [branch] if (p0.w) {
                                                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                                                            [branch] if (p0.w) {
                                                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                [branch] if (p0.z) {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.z >= r1.w) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.y != r1.z) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                            [branch] if (!p0.w) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (!p0.y) {
                                                                                                    r0.xyzw = r0.xyzw + c13.xyzw;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    [flatten] if (r0.y < r1.y) break;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    [flatten] if (r0.x >= r1.x) break;
                                                                                                } else {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                }
                                                                                            }
                                                                                        } else {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    } else {
                                                                        r1.xyzw = r0.yzwx;
                                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                    }
                                                                } else {
                                                                    r1.xyzw = r0.yzwx;
                                                                }
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw + c17.xyzw;
                                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                                        }
                                                    }
                                                }
                                            } else {
                                                r0.xyzw = r0.xyzw + c14.xyzw;
                                            }
                                        }
                                    }
                                } else {
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    break;
                                    [flatten] if (abs(r0.x - r1.x) == 0) break;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
