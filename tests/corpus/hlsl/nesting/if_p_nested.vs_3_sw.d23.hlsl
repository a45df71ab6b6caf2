// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c19 : register(c19);
float4 c20 : register(c20);
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
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (!p0.y) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (!p0.x) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [branch] if (!p0.z) {
                r0.xyzw = r0.xyzw + c19.xyzw;
                [branch] if (!p0.y) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    [branch] if (!p0.z) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        [branch] if (!p0.x) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (!p0.y) {
                                r0.xyzw = r0.xyzw + c20.xyzw;
                                [branch] if (p0.y) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (p0.w) {
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        [branch] if (!p0.x) {
                                            r0.xyzw = r0.xyzw + c19.xyzw;
                                            [branch] if (p0.y) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                [branch] if (p0.z) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (p0.z) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (!p0.w) {
                                                            r0.xyzw = r0.xyzw + c16.xyzw;
                                                            [branch] if (!p0.w) {
                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                [branch] if (!p0.z) {
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    [branch] if (p0.w) {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        [branch] if (!p0.z) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            [branch] if (p0.z) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    [branch] if (p0.x) {
                                                                                        r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                        [branch] if (!p0.w) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            [branch] if (p0.w) {
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                r0.xyzw = r0.xyzw + c15.xyzw;
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
