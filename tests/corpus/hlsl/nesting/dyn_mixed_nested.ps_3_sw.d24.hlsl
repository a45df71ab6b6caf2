// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c25 : register(c25);
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
    [branch] if (!p0.x) {
        r1.xyzw = r0.yzwx;
        [branch] if (p0.z) {
            r0.xyzw = r0.xyzw + c19.xyzw;
            [branch] if (p0.y) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [branch] if (p0.z) {
                    r0.xyzw = r0.xyzw + c22.xyzw;
                    [branch] if (p0.z) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.x >= r1.w) {
                            r1.xyzw = r0.yzwx;
                            [branch] if (!p0.y) {
                                r0.xyzw = r0.xyzw + c23.xyzw;
                                [branch] if (r0.x != r1.x) {
                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                    [branch] if (!p0.w) {
                                        r1.xyzw = r0.yzwx;
                                        [branch] if (r0.x >= r1.w) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (p0.x) {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (p0.z) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (!p0.w) {
                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                        [branch] if (r0.z <= r1.y) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (!p0.x) {
                                                                r0.xyzw = r0.xyzw + c18.xyzw;
                                                                [branch] if (r0.y <= r1.w) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (!p0.w) {
                                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                                        [branch] if (r0.y >= r1.z) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            [branch] if (!p0.x) {
                                                                                r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                [branch] if (r0.w <= r1.w) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (r0.z <= r1.z) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (p0.x) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            [branch] if (!p0.z) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.x >= r1.y) {
                                                                                                    r1.xyzw = r0.yzwx;
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                } else {
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        }
                                                                    } else {
                                                                        r1.xyzw = r0.yzwx;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + c22.xyzw;
                                                                }
                                                            } else {
                                                                r1.xyzw = r0.yzwx;
                                                            }
                                                        } else {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
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
                    r0.x = dot(r0.xyzw, r1.xyzw);
                }
            } else {
                r0.xyzw = r0.xyzw + c25.xyzw;
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
