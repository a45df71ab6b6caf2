// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c2 : register(c2);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 t0;
static precise float4 oC0;
static bool4 p0;
void l8();
void l8() {
    if (abs(r0.z - r1.w) != 0) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    if (abs(r0.w - r1.z) == 0) {
        r0.xyzw = r0.xyzw + c9.xyzw;
        if (r0.z > r1.z) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            if (r0.z < r1.z) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                if (r0.w >= r1.x) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    if (r0.w <= r1.z) {
                        r0.xyzw = r0.xyzw + c2.xyzw;
                        if (r0.x <= r1.x) {
                            r0.xyzw = r0.xyzw + c9.xyzw;
                            if (abs(r0.z - r1.y) != 0) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                if (r0.z < r1.y) {
                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                    if (abs(r0.w - r1.x) == 0) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        if (r0.w >= r1.w) {
                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                            if (abs(r0.z - r1.y) == 0) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                if (r0.y >= r1.y) {
                                                    r0.xyzw = r0.xyzw + c6.xyzw;
                                                    if (r0.w >= r1.z) {
                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                        if (r0.w >= r1.y) {
                                                            r0.xyzw = r0.xyzw + c8.xyzw;
                                                            if (abs(r0.y - r1.z) == 0) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                if (abs(r0.z - r1.x) != 0) {
                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                    if (abs(r0.y - r1.z) == 0) {
                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                        if (r0.z > r1.w) {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            if (r0.z < r1.z) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (abs(r0.y - r1.w) == 0) {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                    if (r0.w > r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                                                        if (r0.w <= r1.y) {
                                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            if (p0.z) l8();
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
