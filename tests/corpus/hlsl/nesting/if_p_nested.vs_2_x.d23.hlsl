// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c16 : register(c16);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (!p0.x) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (p0.y) {
            r0.xyzw = r0.xyzw + c18.xyzw;
            [branch] if (p0.z) {
                r0.xyzw = r0.xyzw + c20.xyzw;
                [branch] if (!p0.z) {
                    r0.xyzw = r0.xyzw + c21.xyzw;
                    [branch] if (p0.z) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (p0.y) {
                            r0.xyzw = r0.xyzw + c19.xyzw;
                            [branch] if (p0.x) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                [branch] if (!p0.y) {
                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                    [branch] if (!p0.z) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (!p0.z) {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [branch] if (!p0.w) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                [branch] if (!p0.w) {
                                                    r0.xyzw = r0.xyzw + c21.xyzw;
                                                    [branch] if (p0.z) {
                                                        r1.xyzw = r0.yzwx;
                                                        [branch] if (!p0.z) {
                                                            r0.xyzw = r0.xyzw + c22.xyzw;
                                                            [branch] if (!p0.w) {
                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                                [branch] if (!p0.y) {
                                                                    r0.xyzw = r0.xyzw + c20.xyzw;
                                                                    [branch] if (!p0.z) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        [branch] if (!p0.w) {
                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                            [branch] if (!p0.y) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    [branch] if (!p0.y) {
                                                                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                        [branch] if (!p0.w) {
                                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            [branch] if (p0.y) {
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
