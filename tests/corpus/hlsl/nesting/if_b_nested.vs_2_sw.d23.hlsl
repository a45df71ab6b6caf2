// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c30 : register(c30);
float4 c31 : register(c31);
bool b1 : register(b1);
bool b2 : register(b2);
bool b3 : register(b3);
bool b7 : register(b7);
bool b8 : register(b8);
bool b9 : register(b9);
bool b11 : register(b11);
bool b12 : register(b12);
bool b14 : register(b14);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b12) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (b1) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (b3) {
                r0.xyzw = r0.xyzw + c31.xyzw;
                [branch] if (b1) {
                    r0.xyzw = r0.xyzw + c30.xyzw;
                    [branch] if (b2) {
                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                        if (true) {
                            r0.xyzw = r0.xyzw + c25.xyzw;
                            [branch] if (b7) {
                                r1.xyzw = r0.yzwx;
                                if (true) {
                                    r0.xyzw = r0.xyzw + c25.xyzw;
                                    [branch] if (b14) {
                                    } else {
                                        r1.xyzw = r0.yzwx;
                                        [branch] if (b8) {
                                        } else {
                                            r0.xyzw = r0.xyzw + c27.xyzw;
                                            [branch] if (b11) {
                                            } else {
                                                r0.xyzw = r0.xyzw + c28.xyzw;
                                                [branch] if (b9) {
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                    if (false) {
                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                        if (!true) {
                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                            if (false) {
                                                                r0.xyzw = r0.xyzw + c24.xyzw;
                                                                [branch] if (b11) {
                                                                    r0.xyzw = r0.xyzw + c25.xyzw;
                                                                    [branch] if (b14) {
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                        [branch] if (b9) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            [branch] if (b8) {
                                                                                r0.xyzw = r0.xyzw + c24.xyzw;
                                                                                [branch] if (b8) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    if (true) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (b12) {
                                                                                            r0.xyzw = r0.xyzw + c28.xyzw;
                                                                                            if (false) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
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
