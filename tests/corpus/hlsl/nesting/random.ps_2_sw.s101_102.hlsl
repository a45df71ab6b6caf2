// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c18 : register(c18);
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    for (int k0 = 0; k0 < 4; k0++) {
        if (!p0.z) {
            r0.xyzw = r0.xyzw + c16.xyzw;
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            r0.xyzw = r0.xyzw + r1.xyzw;
            if (!p0.z) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                if (abs(r0.x - r1.x) == 0) {
                    r0.xyzw = r0.xyzw + c13.xyzw;
                    p0.xyzw = r0.xyzw <= r1.xyzw;
                    if (!p0.w) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        if (!p0.w) break;
                        if (r0.x > r1.z) {
                            r0.xyzw = r0.xyzw + c18.xyzw;
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            if (!p0.x) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                if (r0.z > r1.z) {
                                    r0.xyzw = r0.xyzw + c12.xyzw;
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    if (!p0.x) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        if (r0.w >= r1.w) {
                                            r0.xyzw = r0.xyzw + c18.xyzw;
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            if (p0.x) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                if (!p0.y) {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    break;
                                                    if (p0.x) break;
                                                    if (p0.y) {
                                                        r0.xyzw = r0.xyzw + c15.xyzw;
                                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                                        if (!p0.x) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            if (r0.w <= r1.y) break;
                                                            if (!p0.y) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                                if (!p0.y) {
                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                    p0.xyzw = r0.xyzw > r1.xyzw;
                                                                    if (!p0.z) {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        if (r0.z > r1.w) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            if (!p0.w) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                if (abs(r0.z - r1.y) != 0) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    if (!p0.w) {
                                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        if (p0.z) {
                                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            break;
                                                                                            if (r0.w <= r1.y) {
                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                if (abs(r0.x - r1.x) != 0) break;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            }
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    }
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        p0.xyzw = r0.xyzw < r1.xyzw;
                                    }
                                }
                            }
                        }
                    }
                } else {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                }
            }
        }
    }
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
