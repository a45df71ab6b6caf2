// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
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
    [branch] if (p0.y) {
        r0.xyzw = r0.xyzw + c12.xyzw;
        [branch] if (!p0.w) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (!p0.y) {
                r0.xyzw = r0.xyzw + c18.xyzw;
                [branch] if (p0.z) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    [branch] if (!p0.w) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (!p0.w) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (p0.x) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (!p0.w) {
                                    r0.xyzw = r0.xyzw + c13.xyzw;
                                    [branch] if (!p0.x) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        [branch] if (!p0.x) {
                                            r0.xyzw = r0.xyzw + c19.xyzw;
                                            [branch] if (!p0.y) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (p0.z) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (p0.y) {
                                                        r0.xyzw = r0.xyzw + c17.xyzw;
                                                        [branch] if (!p0.x) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (p0.z) {
                                                                r1.xyzw = r0.yzwx;
                                                                [branch] if (p0.y) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (!p0.w) {
                                                                        r0.xyzw = r0.xyzw + c15.xyzw;
                                                                        [branch] if (!p0.x) {
                                                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                                                            [branch] if (!p0.x) {
                                                                                r1.xyzw = r0.yzwx;
                                                                                [branch] if (!p0.w) {
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (p0.x) {
                                                                                        r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                        [branch] if (p0.y) {
                                                                                            r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                            [branch] if (p0.x) {
                                                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                                [branch] if (!p0.x) {
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                } else {
                                                                                                    r1.xyzw = r0.yzwx;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = r0.yzwx;
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = r0.xyzw + c12.xyzw;
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw + c14.xyzw;
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                        }
                                                    } else {
                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                    }
                                                } else {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                }
                                            } else {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                            }
                                        } else {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                        }
                                    } else {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    }
                                } else {
                                    r1.xyzw = r0.yzwx;
                                }
                            } else {
                                r0.xyzw = r0.xyzw + c14.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c12.xyzw;
                        }
                    } else {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                }
            } else {
                r0.xyzw = r0.xyzw + c19.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw + r1.xyzw;
        }
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
