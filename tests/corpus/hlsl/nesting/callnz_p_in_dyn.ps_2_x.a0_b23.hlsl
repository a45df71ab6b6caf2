// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
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
    if (abs(r0.z - r1.w) != 0) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        if (abs(r0.x - r1.y) != 0) {
            r0.xyzw = r0.xyzw + c12.xyzw;
            if (r0.y >= r1.z) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                if (r0.w < r1.y) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    if (r0.y <= r1.z) {
                        r1.xyzw = r0.yzwx;
                        if (r0.z >= r1.x) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            if (r0.w < r1.z) {
                                r0.xyzw = r0.xyzw + c17.xyzw;
                                if (r0.w > r1.w) {
                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                    if (r0.x > r1.x) {
                                        r0.xyzw = r0.xyzw + c12.xyzw;
                                        if (r0.x <= r1.y) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            if (abs(r0.x - r1.w) == 0) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                if (r0.w < r1.y) {
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                    if (r0.x >= r1.w) {
                                                        r0.xyzw = r0.xyzw + c13.xyzw;
                                                        if (r0.z < r1.x) {
                                                            r0.xyzw = r0.xyzw + c16.xyzw;
                                                            if (abs(r0.z - r1.w) == 0) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                if (r0.y > r1.z) {
                                                                    r0.xyzw = r0.xyzw + c16.xyzw;
                                                                    if (r0.w >= r1.z) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        if (abs(r0.z - r1.y) == 0) {
                                                                            r0.xyzw = r0.xyzw + c18.xyzw;
                                                                            if (r0.x < r1.z) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (r0.w <= r1.z) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    if (abs(r0.y - r1.x) != 0) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        if (r0.y < r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                            if (r0.w < r1.w) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
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
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    if (p0.x) l15();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
