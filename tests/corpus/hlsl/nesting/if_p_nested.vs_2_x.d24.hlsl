// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c15 : register(c15);
float4 c17 : register(c17);
float4 c18 : register(c18);
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
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (p0.x) {
        r0.xyzw = r0.xyzw + c12.xyzw;
        [branch] if (p0.x) {
            r1.xyzw = r0.yzwx;
            [branch] if (!p0.y) {
                r0.xyzw = r0.xyzw + c15.xyzw;
                [branch] if (!p0.y) {
                    r0.xyzw = r0.xyzw + c15.xyzw;
                    [branch] if (p0.w) {
                        r0.xyzw = r0.xyzw + c13.xyzw;
                        [branch] if (!p0.y) {
                            r1.xyzw = r0.yzwx;
                            [branch] if (!p0.z) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                [branch] if (!p0.y) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (p0.y) {
                                        r0.xyzw = r0.xyzw + c15.xyzw;
                                        [branch] if (!p0.w) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (p0.y) {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                [branch] if (p0.y) {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    [branch] if (p0.w) {
                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                        [branch] if (!p0.w) {
                                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                                            [branch] if (!p0.y) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                [branch] if (p0.w) {
                                                                    r1.xyzw = r0.yzwx;
                                                                    [branch] if (p0.w) {
                                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                                        [branch] if (!p0.w) {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (!p0.y) {
                                                                                r0.xyzw = r0.xyzw + c15.xyzw;
                                                                                [branch] if (p0.y) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (p0.w) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (!p0.x) {
                                                                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                                                                            [branch] if (p0.w) {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                [branch] if (p0.z) {
                                                                                                    r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
