// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c3 : register(c3);
float4 c5 : register(c5);
float4 c8 : register(c8);
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
void l12();
void l12() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    if (r0.w > r1.x) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        if (r0.w < r1.x) {
            r0.xyzw = r0.xyzw + c5.xyzw;
            if (r0.z >= r1.x) {
                r0.xyzw = r0.xyzw + c8.xyzw;
                if (r0.x < r1.x) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    if (r0.w > r1.y) {
                        r0.xyzw = r0.xyzw + c3.xyzw;
                        if (r0.x > r1.z) {
                            r0.xyzw = r0.xyzw + c8.xyzw;
                            if (r0.w > r1.y) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                if (r0.z >= r1.x) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    if (abs(r0.z - r1.y) != 0) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        if (abs(r0.y - r1.y) == 0) {
                                            r0.xyzw = r0.xyzw + c3.xyzw;
                                            if (r0.y > r1.y) {
                                                r0.xyzw = r0.xyzw + c3.xyzw;
                                                if (abs(r0.y - r1.y) == 0) {
                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                    if (r0.x < r1.w) {
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        if (abs(r0.x - r1.x) == 0) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            if (r0.y > r1.w) {
                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                if (r0.x < r1.y) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    if (abs(r0.z - r1.y) != 0) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        if (r0.z >= r1.x) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            if (r0.y <= r1.z) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (r0.w <= r1.z) {
                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    if (abs(r0.w - r1.x) == 0) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        if (r0.z > r1.x) {
                                                                                            r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                            if (abs(r0.y - r1.x) != 0) {
                                                                                                r0.xyzw = r0.xyzw + c3.xyzw;
                                                                                                if (abs(r0.x - r1.w) != 0) {
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    if (p0.x) l12();
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
