// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c30 : register(c30);
float4 c32 : register(c32);
float4 c33 : register(c33);
float4 c34 : register(c34);
float4 c35 : register(c35);
float4 c36 : register(c36);
float4 c37 : register(c37);
bool b1 : register(b1);
bool b4 : register(b4);
bool b7 : register(b7);
bool b8 : register(b8);
bool b10 : register(b10);
bool b11 : register(b11);
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
    r1.xyzw = r0.yzwx;
    r0.xyzw = r0.xyzw + c32.xyzw;
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + c35.xyzw;
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (b8) {
            r1.xyzw = r0.yzwx;
            [branch] if (b4) {
                r0.xyzw = r0.xyzw + c32.xyzw;
                r0.xy = r0.xy + r1.xy;
                [branch] if (b1) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    [branch] if (b11) {
                        r0.xyzw = r0.xyzw + c33.xyzw;
                        r0.xyzw = r0.xyzw + c30.xyzw;
                        r0.xy = r0.xy + r1.xy;
                        if (false) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (b1) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (b1) {
                                    r0.xyzw = r0.xyzw + c35.xyzw;
                                    [branch] if (b1) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        r1.xyzw = r0.yzwx;
                                        if (!false) {
                                            r0.xyzw = r0.xyzw + c34.xyzw;
                                            r0.xyzw = r0.xyzw + c36.xyzw;
                                            if (false) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                r0.xy = r0.xy + r1.xy;
                                                [branch] if (b10) {
                                                    r0.xyzw = r0.xyzw + c32.xyzw;
                                                    r0.xy = r0.xy + r1.xy;
                                                    [branch] if (b11) {
                                                    } else {
                                                        r0.xyzw = r0.xyzw + c36.xyzw;
                                                        r1.xyzw = r0.yzwx;
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        if (true) {
                                                            r0.xyzw = r0.xyzw + c36.xyzw;
                                                            [branch] if (b8) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                r0.xyzw = r0.xyzw + c35.xyzw;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        r0.xyzw = r0.xyzw + c33.xyzw;
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                    }
                                } else {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
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
    [branch] if (b11) {
        r0.xy = r0.xy + r1.xy;
        r0.xyzw = r0.xyzw + c37.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c36.xyzw;
        r0.xyzw = r0.xyzw + c32.xyzw;
    }
    r1.xyzw = r0.yzwx;
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
