// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c11 : register(c11);
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
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (r0.x > r1.w) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (r0.z > r1.y) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (r0.w < r1.y) {
                r0.xy = r0.xy + r1.xy;
                r0.xy = r0.xy + r1.xy;
                [branch] if (r0.w <= r1.x) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (p0.x) {
                        r0.xyzw = r0.xyzw + c5.xyzw;
                        [branch] if (!p0.z) {
                            r0.xyzw = r0.xyzw + c4.xyzw;
                            r0.xyzw = r0.xyzw + c4.xyzw;
                            p0.xyzw = r0.xyzw < r1.xyzw;
                            [branch] if (!p0.x) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                r0.xyzw = r0.xyzw + c5.xyzw;
                                [branch] if (!p0.z) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.z < r1.z) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        r0.xyzw = r0.xyzw + c7.xyzw;
                                        [branch] if (r0.x > r1.w) {
                                            r0.xyzw = r0.xyzw + c8.xyzw;
                                            r0.xy = r0.xy + r1.xy;
                                            [branch] if (r0.w > r1.z) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                [branch] if (!p0.z) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (!p0.w) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        [branch] if (p0.w) {
                                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                                            p0.xyzw = r0.xyzw <= r1.xyzw;
                                                            [branch] if (r0.w == r1.x) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (!p0.z) {
                                                                    r0.xyzw = r0.xyzw + c11.xyzw;
                                                                    r0.xyzw = r0.xyzw + c8.xyzw;
                                                                    [branch] if (r0.y != r1.y) {
                                                                        r0.xyzw = r0.xyzw + c4.xyzw;
                                                                        [branch] if (!p0.w) {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                            [branch] if (r0.w >= r1.z) {
                                                                                r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                [branch] if (r0.y > r1.y) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.w > r1.x) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.w > r1.y) {
                                                                                            r1.xyzw = r0.yzwx;
                                                                                            [branch] if (p0.w) {
                                                                                                r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                                [branch] if (p0.w) {
                                                                                                    r0.xyzw = r0.xyzw + c6.xyzw;
                                                                                                    p0.xyzw = r0.xyzw < r1.xyzw;
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    p0.xyzw = r0.xyzw <= r1.xyzw;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        p0.xyzw = r0.xyzw < r1.xyzw;
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            } else {
                                                r1.xyzw = r0.yzwx;
                                                r1.xyzw = r0.yzwx;
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            p0.xyzw = r0.xyzw >= r1.xyzw;
                                        }
                                    }
                                }
                            }
                        } else {
                            r0.xy = r0.xy + r1.xy;
                        }
                    }
                }
            } else {
                r0.xyzw = r0.xyzw * r1.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw * r1.xyzw;
        }
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    r0.xyzw = r0.xyzw * r1.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
