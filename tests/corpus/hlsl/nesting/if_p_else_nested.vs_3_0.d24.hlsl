// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c28 : register(c28);
float4 c30 : register(c30);
float4 c31 : register(c31);
float4 c32 : register(c32);
float4 c33 : register(c33);
float4 c34 : register(c34);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (!p0.x) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (!p0.w) {
            r0.xyzw = r0.xyzw + c31.xyzw;
            [branch] if (p0.z) {
                r0.xy = r0.xy + r1.xy;
                [branch] if (p0.w) {
                    r0.xyzw = r0.xyzw + c33.xyzw;
                    [branch] if (!p0.y) {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                        [branch] if (p0.w) {
                            r1.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (p0.x) {
                                r0.xyzw = r0.xyzw + c28.xyzw;
                                [branch] if (p0.w) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (p0.y) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (!p0.x) {
                                            r0.xyzw = r0.xyzw + c32.xyzw;
                                            [branch] if (!p0.y) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (p0.y) {
                                                    r0.xyzw = r0.xyzw + c33.xyzw;
                                                    [branch] if (!p0.z) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        [branch] if (p0.y) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (!p0.w) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                [branch] if (!p0.z) {
                                                                    r0.xyzw = r0.xyzw + c33.xyzw;
                                                                    [branch] if (p0.z) {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                        [branch] if (p0.z) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (p0.z) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                [branch] if (p0.z) {
                                                                                    r0.xyzw = r0.xyzw + c30.xyzw;
                                                                                    [branch] if (!p0.y) {
                                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (!p0.z) {
                                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (!p0.x) {
                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [branch] if (!p0.w) {
                                                                                                    r0.xyzw = r0.xyzw + c30.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + c30.xyzw;
                                                                                                } else {
                                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + c34.xyzw;
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = r0.xyzw + c30.xyzw;
                                                                        }
                                                                    } else {
                                                                        r0.xy = r0.xy + r1.xy;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                }
                                                            } else {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                        }
                                                    } else {
                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                }
                                            } else {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw + c30.xyzw;
                                        }
                                    } else {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c28.xyzw;
                                }
                            } else {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                            }
                        } else {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                        }
                    } else {
                        r0.xyzw = r0.xyzw + c32.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw + c33.xyzw;
                }
            } else {
                r0.xyzw = r0.xyzw + c31.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw + r1.xyzw;
        }
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
