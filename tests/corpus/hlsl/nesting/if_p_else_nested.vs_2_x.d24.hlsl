// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c43 : register(c43);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c48 : register(c48);
float4 c49 : register(c49);
float4 c50 : register(c50);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw == r1.xyzw;
    [branch] if (!p0.x) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        [branch] if (p0.w) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (!p0.x) {
                r0.xyzw = r0.xyzw + c44.xyzw;
                [branch] if (!p0.x) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (!p0.w) {
                        r0.xyzw = r0.xyzw + c49.xyzw;
                        [branch] if (p0.x) {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                            [branch] if (!p0.x) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                [branch] if (!p0.z) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (p0.y) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (p0.w) {
                                            r0.xyzw = r0.xyzw + c48.xyzw;
                                            [branch] if (!p0.w) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                [branch] if (p0.x) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (!p0.w) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        [branch] if (!p0.y) {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (p0.z) {
                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                [branch] if (p0.y) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (p0.w) {
                                                                        r0.xyzw = r0.xyzw + c49.xyzw;
                                                                        [branch] if (p0.y) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (!p0.x) {
                                                                                r0.xy = r0.xy + r1.xy;
                                                                                [branch] if (p0.w) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (p0.x) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (p0.w) {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (p0.z) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (!p0.z) {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    r0.xyzw = r0.xyzw + c50.xyzw;
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c43.xyzw;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + c50.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                }
                                                            } else {
                                                                r0.xy = r0.xy + r1.xy;
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                        }
                                                    } else {
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                }
                                            } else {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                        }
                                    } else {
                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                    }
                                } else {
                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                }
                            } else {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c45.xyzw;
                        }
                    } else {
                        r0.xy = r0.xy + r1.xy;
                    }
                } else {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                }
            } else {
                r0.xy = r0.xy + r1.xy;
            }
        } else {
            r0.xyzw = r0.xyzw + c44.xyzw;
        }
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
