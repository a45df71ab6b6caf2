// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c42 : register(c42);
float4 c43 : register(c43);
float4 c44 : register(c44);
float4 c47 : register(c47);
float4 c48 : register(c48);
bool b0 : register(b0);
bool b3 : register(b3);
bool b5 : register(b5);
bool b6 : register(b6);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.x <= r1.z) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        if (true) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            if (true) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (b5) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (b6) {
                    } else {
                        r0.xyzw = r0.xyzw + c48.xyzw;
                        if (false) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (b6) {
                            } else {
                                r0.xyzw = r0.xyzw + c47.xyzw;
                                if (!true) {
                                    r0.xyzw = r0.xyzw + c42.xyzw;
                                    if (false) {
                                        r0.xyzw = r0.xyzw + c43.xyzw;
                                        [branch] if (b3) {
                                            r0.xyzw = r0.xyzw + c47.xyzw;
                                            [branch] if (b6) {
                                            } else {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                [branch] if (b0) {
                                                    r0.xy = r0.xy + r1.xy;
                                                    if (false) {
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        [branch] if (b5) {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                            if (true) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                if (true) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    if (!true) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        if (true) {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                            if (true) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (!false) {
                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                    if (true) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (b0) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            [branch] if (b3) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                if (true) {
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    if (true) {
                                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                        if (!false) {
                                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                            r0.xyzw = r0.xyzw + c44.xyzw;
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
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
