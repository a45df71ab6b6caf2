// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c5 : register(c5);
float4 c8 : register(c8);
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
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (p0.y) {
        r1.xyzw = r0.yzwx;
        [branch] if (!p0.w) {
            r1.xyzw = r0.yzwx;
            [branch] if (!p0.y) {
                r1.xyzw = min(r1.xyzw, r0.xyzw);
                [branch] if (p0.y) {
                    r1.xyzw = r0.yzwx;
                    [branch] if (p0.y) {
                        r0.xy = r0.xy + r1.xy;
                        [branch] if (!p0.w) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (!p0.z) {
                                r0.xyzw = r0.xyzw + c8.xyzw;
                                [branch] if (p0.z) {
                                    r0.xy = r0.xy + r1.xy;
                                    [branch] if (!p0.w) {
                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                        [branch] if (!p0.x) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (p0.y) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (!p0.y) {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                    [branch] if (!p0.y) {
                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                        [branch] if (!p0.z) {
                                                            r1.xyzw = r0.yzwx;
                                                            [branch] if (p0.w) {
                                                                r1.xyzw = r0.yzwx;
                                                                [branch] if (!p0.x) {
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    [branch] if (!p0.x) {
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                        [branch] if (!p0.y) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            [branch] if (!p0.y) {
                                                                                r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                [branch] if (p0.z) {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    [branch] if (!p0.z) {
                                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (p0.z) {
                                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            [branch] if (!p0.x) {
                                                                                                r0.xy = r0.xy + r1.xy;
                                                                                                [branch] if (!p0.z) {
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    r1.xyzw = r0.yzwx;
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
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
