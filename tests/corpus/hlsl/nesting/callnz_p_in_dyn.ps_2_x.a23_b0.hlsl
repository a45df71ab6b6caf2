// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c20 : register(c20);
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
static bool4 p0;
void l9();
void l9() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    if (r0.w > r1.z) {
        r0.xyzw = r0.xyzw + c20.xyzw;
        if (r0.x >= r1.z) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            if (r0.w < r1.w) {
                r0.xyzw = r0.xyzw + c17.xyzw;
                if (r0.x <= r1.w) {
                    r0.xyzw = r0.xyzw + c16.xyzw;
                    if (r0.w < r1.y) {
                        r1.xyzw = r0.yzwx;
                        if (r0.z >= r1.w) {
                            r1.xyzw = r0.yzwx;
                            if (r0.y < r1.w) {
                                r0.xy = r0.xy + r1.xy;
                                if (abs(r0.z - r1.w) != 0) {
                                    r0.xyzw = r0.xyzw + c15.xyzw;
                                    if (r0.z <= r1.z) {
                                        r0.xyzw = r0.xyzw + c21.xyzw;
                                        if (r0.w <= r1.w) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            if (r0.w >= r1.y) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                if (r0.z <= r1.z) {
                                                    r1.xyzw = r0.yzwx;
                                                    if (r0.y <= r1.y) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        if (abs(r0.z - r1.z) != 0) {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                            if (r0.x <= r1.z) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                if (abs(r0.y - r1.y) != 0) {
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    if (r0.y <= r1.x) {
                                                                        r0.xy = r0.xy + r1.xy;
                                                                        if (r0.z > r1.y) {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                            if (abs(r0.y - r1.y) == 0) {
                                                                                r0.xy = r0.xy + r1.xy;
                                                                                if (abs(r0.y - r1.z) == 0) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    if (abs(r0.x - r1.x) != 0) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        if (r0.y <= r1.w) {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            if (r0.y >= r1.y) {
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                if (p0.x) l9();
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
