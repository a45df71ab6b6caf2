// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c21 : register(c21);
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
void l1();
void l1() {
    if (r0.y <= r1.x) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        r1.xyzw = r0.yzwx;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    if (r0.w <= r1.x) {
        r1.xyzw = r0.yzwx;
        if (r0.y >= r1.w) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            if (abs(r0.y - r1.z) != 0) {
                r0.xyzw = r0.xyzw + c21.xyzw;
                if (r0.w >= r1.y) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    if (r0.y >= r1.y) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        if (r0.y >= r1.z) {
                            r0.xyzw = r0.xyzw + c19.xyzw;
                            if (abs(r0.z - r1.z) == 0) {
                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                if (r0.z <= r1.w) {
                                    r0.xy = r0.xy + r1.xy;
                                    if (r0.y <= r1.z) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        if (r0.w > r1.w) {
                                            r0.xy = r0.xy + r1.xy;
                                            if (r0.z <= r1.y) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                if (abs(r0.y - r1.w) == 0) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                    if (r0.z > r1.z) {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        if (r0.z <= r1.y) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            if (r0.y > r1.z) {
                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                if (r0.w <= r1.y) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    if (abs(r0.x - r1.z) != 0) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        if (r0.z <= r1.z) {
                                                                            r0.xyzw = r0.xyzw + c18.xyzw;
                                                                            if (r0.y >= r1.y) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                if (r0.w > r1.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    if (r0.w <= r1.x) {
                                                                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                                                                        if (r0.x >= r1.z) {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                            if (r0.y >= r1.y) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                l1();
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
