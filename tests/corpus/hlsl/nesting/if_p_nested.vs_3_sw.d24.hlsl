// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c50 : register(c50);
float4 c51 : register(c51);
float4 c52 : register(c52);
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
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (!p0.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (p0.z) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (p0.z) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (!p0.y) {
                    r0.xyzw = r0.xyzw + c52.xyzw;
                    [branch] if (!p0.w) {
                        r0.xy = r0.xy + r1.xy;
                        [branch] if (p0.w) {
                            r0.xy = r0.xy + r1.xy;
                            [branch] if (!p0.y) {
                                r0.xyzw = r0.xyzw + c52.xyzw;
                                [branch] if (!p0.z) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (!p0.x) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (!p0.w) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (!p0.x) {
                                                r0.xyzw = r0.xyzw + c51.xyzw;
                                                [branch] if (!p0.z) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (!p0.z) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (!p0.x) {
                                                            r0.xy = r0.xy + r1.xy;
                                                            [branch] if (!p0.z) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (p0.x) {
                                                                    r0.xyzw = r0.xyzw + c47.xyzw;
                                                                    [branch] if (!p0.z) {
                                                                        r0.xyzw = r0.xyzw + c50.xyzw;
                                                                        [branch] if (!p0.x) {
                                                                            r0.xyzw = r0.xyzw + c48.xyzw;
                                                                            [branch] if (!p0.w) {
                                                                                r0.xy = r0.xy + r1.xy;
                                                                                [branch] if (p0.w) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (!p0.z) {
                                                                                        r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                        [branch] if (!p0.w) {
                                                                                            r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                            [branch] if (p0.z) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (!p0.z) {
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + c48.xyzw;
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
