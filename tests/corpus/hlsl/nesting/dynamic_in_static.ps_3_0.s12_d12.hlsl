// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c8 : register(c8);
float4 c11 : register(c11);
float4 c14 : register(c14);
bool b3 : register(b3);
bool b6 : register(b6);
bool b8 : register(b8);
bool b10 : register(b10);
bool b13 : register(b13);
bool b15 : register(b15);
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
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c11.xyzw;
        if (true) {
            r0.xyzw = r0.xyzw + c8.xyzw;
            [branch] if (b6) {
            } else {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [branch] if (b15) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (b8) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (b15) {
                            r0.xyzw = r0.xyzw + c8.xyzw;
                            [branch] if (b10) {
                                r0.xyzw = r0.xyzw + c8.xyzw;
                                if (true) {
                                    r0.xyzw = r0.xyzw + c11.xyzw;
                                    [branch] if (b13) {
                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                        [branch] if (b3) {
                                        } else {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            if (true) {
                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                [branch] if (b8) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    [branch] if (p0.w) {
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        [branch] if (!p0.w) {
                                                            r1.xyzw = r0.yzwx;
                                                            [branch] if (!p0.x) {
                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                [branch] if (p0.x) {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (p0.w) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        [branch] if (!p0.w) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            [branch] if (p0.x) {
                                                                                r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                [branch] if (!p0.w) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    [branch] if (!p0.x) {
                                                                                        r0.xyzw = r0.xyzw + c8.xyzw;
                                                                                        [branch] if (!p0.y) {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (p0.x) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (p0.y) {
                                                                                                    r1.xyzw = r0.yzwx;
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
