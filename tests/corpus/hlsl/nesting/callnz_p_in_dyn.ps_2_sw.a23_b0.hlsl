// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c21 : register(c21);
float4 c22 : register(c22);
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
void l10();
void l10() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    if (r0.w >= r1.z) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        if (r0.z > r1.y) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            if (abs(r0.y - r1.z) != 0) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                if (r0.x > r1.z) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    if (r0.y < r1.x) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        if (r0.y > r1.y) {
                            r0.xyzw = r0.xyzw + c21.xyzw;
                            if (r0.z <= r1.x) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                if (r0.y < r1.z) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    if (abs(r0.x - r1.w) != 0) {
                                        r0.xyzw = r0.xyzw + c18.xyzw;
                                        if (abs(r0.z - r1.y) != 0) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            if (abs(r0.x - r1.z) != 0) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                if (r0.z > r1.z) {
                                                    r0.xyzw = r0.xyzw + c22.xyzw;
                                                    if (r0.x < r1.y) {
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        if (r0.x > r1.y) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            if (abs(r0.w - r1.x) != 0) {
                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                if (abs(r0.w - r1.z) == 0) {
                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                    if (r0.z >= r1.z) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        if (abs(r0.x - r1.x) == 0) {
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            if (r0.x < r1.y) {
                                                                                r0.xyzw = r0.xyzw + c19.xyzw;
                                                                                if (r0.y <= r1.x) {
                                                                                    r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                    if (abs(r0.w - r1.y) != 0) {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                        if (r0.y < r1.w) {
                                                                                            r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                            if (r0.y >= r1.w) {
                                                                                                r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                                if (p0.z) l10();
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
