// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c22 : register(c22);
float4 c23 : register(c23);
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
void l3();
void l3() {
    if (abs(r0.z - r1.x) != 0) {
        r0.xyzw = r0.xyzw + c16.xyzw;
        r0.xyzw = r0.xyzw + c17.xyzw;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    if (r0.y >= r1.x) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        if (abs(r0.z - r1.z) == 0) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            if (abs(r0.x - r1.y) == 0) {
                r0.xyzw = r0.xyzw + c19.xyzw;
                if (abs(r0.x - r1.x) == 0) {
                    r0.xyzw = r0.xyzw + c16.xyzw;
                    if (r0.z <= r1.w) {
                        r0.xyzw = r0.xyzw + c23.xyzw;
                        if (r0.x > r1.y) {
                            r1.xyzw = r0.xyzw * r1.xyzw;
                            if (abs(r0.y - r1.z) != 0) {
                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                if (r0.w >= r1.z) {
                                    r0.xyzw = r0.xyzw + c16.xyzw;
                                    if (abs(r0.z - r1.y) == 0) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        if (abs(r0.x - r1.x) != 0) {
                                            r0.xyzw = r0.xyzw + c20.xyzw;
                                            if (r0.w <= r1.y) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                if (r0.x >= r1.x) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    if (r0.w > r1.w) {
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        if (r0.y >= r1.y) {
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            if (r0.y <= r1.w) {
                                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                                if (r0.y < r1.w) {
                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                    if (abs(r0.y - r1.z) == 0) {
                                                                        r0.xyzw = r0.xyzw + c20.xyzw;
                                                                        if (abs(r0.y - r1.z) == 0) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            if (r0.x < r1.w) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (r0.x > r1.z) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    if (r0.y <= r1.x) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        if (r0.x <= r1.y) {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            if (r0.x <= r1.w) {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                if (r0.x >= r1.y) {
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    l3();
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
