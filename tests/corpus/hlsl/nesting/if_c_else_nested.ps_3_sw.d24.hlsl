// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c24 : register(c24);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.z == r1.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.w == r1.y) {
            r0.xyzw = r0.xyzw + c19.xyzw;
            [branch] if (r0.x < r1.y) {
                r0.xyzw = r0.xyzw + c22.xyzw;
                [branch] if (r0.y < r1.x) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.w <= r1.w) {
                        r0.xyzw = r0.xyzw + c18.xyzw;
                        [branch] if (r0.x != r1.w) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (r0.x <= r1.w) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                [branch] if (r0.x <= r1.y) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.z < r1.y) {
                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                        [branch] if (r0.x >= r1.x) {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.x < r1.x) {
                                                r0.xyzw = r0.xyzw + c19.xyzw;
                                                [branch] if (r0.y >= r1.x) {
                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (r0.x > r1.w) {
                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                        [branch] if (r0.x >= r1.z) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (r0.w < r1.y) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.w < r1.w) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (r0.x != r1.w) {
                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                        [branch] if (r0.w <= r1.w) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            [branch] if (r0.z < r1.y) {
                                                                                r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                [branch] if (r0.w != r1.w) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    [branch] if (r0.y < r1.w) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (r0.z == r1.z) {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.z == r1.y) {
                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [branch] if (r0.w != r1.x) {
                                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c20.xyzw;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            }
                                                                                        } else {
                                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + c20.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                            }
                                                                        } else {
                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
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
                                                        } else {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                        }
                                                    } else {
                                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                                    }
                                                } else {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                }
                                            } else {
                                                r0.xy = r0.xy + r1.xy;
                                            }
                                        } else {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        }
                                    } else {
                                        r0.xy = r0.xy + r1.xy;
                                    }
                                } else {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                }
                            } else {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c20.xyzw;
                        }
                    } else {
                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                    }
                } else {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                }
            } else {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
            }
        } else {
            r0.xy = r0.xy + r1.xy;
        }
    } else {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
