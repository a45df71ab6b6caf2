// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c3 : register(c3);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
bool b0 : register(b0);
bool b8 : register(b8);
bool b15 : register(b15);
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
    r1.xyzw = c1.xyzw;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c10.xyzw;
        if (!false) {
            r0.xyzw = r0.xyzw + c8.xyzw;
            [branch] if (b15) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                if (false) {
                    r0.xyzw = r0.xyzw + c10.xyzw;
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    if (true) {
                        r0.xyzw = r0.xyzw + c3.xyzw;
                        if (false) {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            [branch] if (b0) {
                            } else {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                if (true) {
                                    r0.xy = r0.xy + r1.xy;
                                    [branch] if (b8) {
                                        r0.xyzw = r0.xyzw + c5.xyzw;
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        if (!true) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            if (false) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                [branch] if (b8) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (b0) {
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                        r0.xyzw = r0.xyzw + c3.xyzw;
                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                        [branch] if (!b0) {
                                                            r0.xyzw = r0.xyzw + c9.xyzw;
                                                            if (!true) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                if (false) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    r0.xyzw = r0.xyzw + c8.xyzw;
                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                }
                                                            }
                                                        } else {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                        }
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw + c6.xyzw;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        } else {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            r0.xy = r0.xy + r1.xy;
                            r0.xy = r0.xy + r1.xy;
                        }
                    } else {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        r0.xy = r0.xy + r1.xy;
                    }
                }
            }
        }
    }
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    r0.xyzw = r0.xyzw + c3.xyzw;
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
