// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c9 : register(c9);
float4 c10 : register(c10);
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
void l15();
void l15() {
    if (abs(r0.y - r1.z) == 0) {
        r1.xyzw = r0.yzwx;
        if (r0.z < r1.x) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            if (r0.y < r1.w) {
                r1.xyzw = r0.yzwx;
                if (abs(r0.y - r1.x) != 0) {
                    r0.xyzw = r0.xyzw + c9.xyzw;
                    if (r0.w > r1.w) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        if (r0.z >= r1.y) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            if (r0.x <= r1.z) {
                                r1.xyzw = r0.yzwx;
                                if (abs(r0.y - r1.y) == 0) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    if (r0.x > r1.x) {
                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                        if (r0.y <= r1.z) {
                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                            if (r0.z < r1.w) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                if (r0.y >= r1.w) {
                                                    r1.xyzw = r0.yzwx;
                                                    if (r0.z > r1.z) {
                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                        if (r0.z >= r1.y) {
                                                            r1.xyzw = r0.yzwx;
                                                            if (abs(r0.z - r1.x) != 0) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                if (r0.w < r1.w) {
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    if (r0.z > r1.z) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        if (abs(r0.y - r1.x) != 0) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            if (r0.y <= r1.y) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                if (abs(r0.y - r1.y) != 0) {
                                                                                    r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                    if (r0.w < r1.z) {
                                                                                        r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                        if (r0.z <= r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                            if (abs(r0.x - r1.y) == 0) {
                                                                                                r0.xyzw = r0.xyzw + c9.xyzw;
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
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    if (p0.x) l15();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
