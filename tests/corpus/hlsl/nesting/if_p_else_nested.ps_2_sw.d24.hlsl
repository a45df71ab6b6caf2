// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    if (p0.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        if (!p0.y) {
            r0.xyzw = r0.xyzw + c22.xyzw;
            if (!p0.y) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                if (!p0.y) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    if (!p0.z) {
                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                        if (!p0.w) {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            if (!p0.z) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                if (p0.w) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    if (p0.z) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        if (!p0.x) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            if (p0.y) {
                                                r0.xyzw = r0.xyzw + c17.xyzw;
                                                if (!p0.z) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    if (!p0.y) {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        if (!p0.w) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            if (p0.y) {
                                                                r0.xyzw = r0.xyzw + c21.xyzw;
                                                                if (!p0.x) {
                                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                                    if (!p0.x) {
                                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                                        if (p0.w) {
                                                                            r0.xyzw = r0.xyzw + c20.xyzw;
                                                                            if (p0.w) {
                                                                                r0.xyzw = r0.xyzw + c18.xyzw;
                                                                                if (!p0.w) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    if (!p0.w) {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        if (!p0.y) {
                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                            if (p0.x) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                if (p0.w) {
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                } else {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                            }
                                                                        } else {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                            }
                                                        } else {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        }
                                                    } else {
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    }
                                                } else {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                }
                                            } else {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            }
                                        } else {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        }
                                    } else {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c20.xyzw;
                                }
                            } else {
                                r0.xyzw = r0.xyzw + c16.xyzw;
                            }
                        } else {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                        }
                    } else {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                }
            } else {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
            }
        } else {
            r0.xyzw = r0.xyzw + c21.xyzw;
        }
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
