// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    if (p0.x) {
        r0.xy = r0.xy + r1.xy;
        if (p0.x) {
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            if (p0.w) {
                r0.xy = r0.xy + r1.xy;
                if (p0.z) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    if (p0.z) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        if (!p0.x) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            if (!p0.x) {
                                r0.xyzw = r0.xyzw + c12.xyzw;
                                if (!p0.x) {
                                    r0.xyzw = r0.xyzw + c12.xyzw;
                                    if (!p0.x) {
                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                        if (p0.z) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            if (p0.y) {
                                                r0.xyzw = r0.xyzw + c7.xyzw;
                                                if (p0.w) {
                                                    r0.xyzw = r0.xyzw + c10.xyzw;
                                                    if (p0.x) {
                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                        if (p0.w) {
                                                            r0.xyzw = r0.xyzw + c8.xyzw;
                                                            if (!p0.w) {
                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                if (!p0.x) {
                                                                    r0.xyzw = r0.xyzw + c5.xyzw;
                                                                    if (p0.w) {
                                                                        r0.xyzw = r0.xyzw + c5.xyzw;
                                                                        if (!p0.y) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            if (!p0.w) {
                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                if (!p0.w) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    if (p0.w) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        if (!p0.w) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            if (p0.x) {
                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                if (p0.w) {
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    if (!p0.w) {
                                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + c7.xyzw;
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
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
