// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c10 : register(c10);
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (p0.x) {
        r0.xyzw = r0.xyzw + c10.xyzw;
        [branch] if (p0.y) {
            r0.xyzw = r0.xyzw + c7.xyzw;
            [branch] if (!p0.z) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (p0.w) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (p0.z) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (p0.y) {
                            r1.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (p0.x) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (p0.y) {
                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                    [branch] if (p0.x) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (p0.z) {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (!p0.w) {
                                                r0.xyzw = r0.xyzw + c10.xyzw;
                                                [branch] if (p0.y) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    [branch] if (!p0.z) {
                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                        [branch] if (!p0.w) {
                                                            r0.xyzw = r0.xyzw + c6.xyzw;
                                                            [branch] if (p0.z) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (p0.y) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (p0.w) {
                                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                                        [branch] if (p0.y) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            [branch] if (p0.x) {
                                                                                r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                [branch] if (!p0.z) {
                                                                                    r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                    [branch] if (p0.x) {
                                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                        [branch] if (p0.w) {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (!p0.w) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
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
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
