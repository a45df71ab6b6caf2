// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c7 : register(c7);
float4 c9 : register(c9);
float4 c11 : register(c11);
float4 c12 : register(c12);
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
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (p0.w) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        [branch] if (p0.w) {
            r1.xyzw = r0.yzwx;
            [branch] if (!p0.x) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (p0.z) {
                    r1.xyzw = r0.yzwx;
                    [branch] if (!p0.w) {
                        r1.xyzw = r0.yzwx;
                        [branch] if (!p0.y) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (!p0.x) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                [branch] if (p0.x) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (!p0.y) {
                                        r0.xyzw = r0.xyzw + c9.xyzw;
                                        [branch] if (!p0.x) {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (p0.x) {
                                                r0.xyzw = r0.xyzw + c9.xyzw;
                                                [branch] if (!p0.w) {
                                                    r1.xyzw = r0.yzwx;
                                                    [branch] if (p0.y) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (!p0.w) {
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (!p0.w) {
                                                                r0.xyzw = r0.xyzw + c7.xyzw;
                                                                [branch] if (!p0.w) {
                                                                    r1.xyzw = r0.yzwx;
                                                                    [branch] if (p0.y) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        [branch] if (!p0.x) {
                                                                            r0.xyzw = r0.xyzw + c12.xyzw;
                                                                            [branch] if (p0.w) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (!p0.y) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (!p0.x) {
                                                                                            r1.xyzw = r0.yzwx;
                                                                                            [branch] if (!p0.z) {
                                                                                                r0.xyzw = r0.xyzw + c11.xyzw;
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
