// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c16 : register(c16);
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
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [loop] for (int k0 = 0; k0 < 1; k0++) {
        [branch] if (r0.y >= r1.z) {
            r0.xyzw = r0.xyzw + c16.xyzw;
            [branch] if (p0.y) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.z > r1.x) {
                    r0.xyzw = r0.xyzw + c12.xyzw;
                    [branch] if (r0.w > r1.y) {
                        r0.xyzw = r0.xyzw + c19.xyzw;
                        r0.xyzw = r0.xyzw + c18.xyzw;
                        [branch] if (r0.w >= r1.z) {
                            r0.xy = r0.xy + r1.xy;
                            r0.xyzw = r0.xyzw + c18.xyzw;
                            r0.xyzw = r0.xyzw + c13.xyzw;
                            [branch] if (p0.w) {
                                r0.xyzw = r0.xyzw + c12.xyzw;
                                r0.xyzw = r0.xyzw + c16.xyzw;
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                [branch] if (r0.z != r1.y) {
                                    r0.xy = r0.xy + r1.xy;
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.x < r1.z) {
                                        r0.xyzw = r0.xyzw + c12.xyzw;
                                        [branch] if (r0.x <= r1.y) {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [branch] if (p0.y) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                [branch] if (r0.w <= r1.y) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (!p0.y) {
                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                        [branch] if (p0.w) {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                            [branch] if (p0.x) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.x < r1.w) {
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    [branch] if (p0.y) {
                                                                        r0.xyzw = r0.xyzw + c13.xyzw;
                                                                        [branch] if (p0.w) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (p0.y) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.w >= r1.w) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    [branch] if (p0.x) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.w < r1.x) {
                                                                                            r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (!p0.z) {
                                                                                                r0.xyzw = r0.xyzw + c13.xyzw;
                                                                                                [branch] if (p0.z) {
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                                    [flatten] if (abs(r0.w - r1.y) != 0) break;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = r0.xyzw + c12.xyzw;
                                                                            r0.xy = r0.xy + r1.xy;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    } else {
                                                        r0.xy = r0.xy + r1.xy;
                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                    }
                                                }
                                            }
                                        } else {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [flatten] if (r0.z < r1.z) break;
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } else {
            r1.xyzw = r0.xyzw * r1.xyzw;
            r0.xy = r0.xy + r1.xy;
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
