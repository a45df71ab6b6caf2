// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c13 : register(c13);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l1302();
void l1302() {
    [branch] if (r0.y > r1.z) {
        r1.xyzw = r0.yzwx;
        [branch] if (r0.y <= r1.z) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (r0.y < r1.z) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (r0.y <= r1.w) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.y > r1.x) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (r0.x != r1.x) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (r0.w < r1.y) {
                                r0.xyzw = r0.xyzw + c15.xyzw;
                                [branch] if (r0.y < r1.z) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.w > r1.z) {
                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                        [branch] if (r0.z == r1.z) {
                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                            [branch] if (r0.z != r1.z) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                [branch] if (r0.x >= r1.w) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
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
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.y <= r1.w) {
        r0.xyzw = r0.xyzw + c15.xyzw;
        [branch] if (r0.w > r1.x) {
            r0.xyzw = r0.xyzw + c19.xyzw;
            [branch] if (r0.y >= r1.z) {
                r1.xyzw = r0.yzwx;
                [branch] if (r0.y >= r1.z) {
                    r0.xyzw = r0.xyzw + c20.xyzw;
                    [branch] if (r0.x >= r1.x) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (r0.w != r1.y) {
                            r0.xyzw = r0.xyzw + c16.xyzw;
                            [branch] if (r0.z > r1.x) {
                                r0.xyzw = r0.xyzw + c20.xyzw;
                                [branch] if (r0.y != r1.x) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (r0.z > r1.z) {
                                        r1.xyzw = r0.yzwx;
                                        [branch] if (r0.w > r1.y) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            [branch] if (r0.w >= r1.x) {
                                                r0.xyzw = r0.xyzw + c13.xyzw;
                                                [branch] if (r0.z < r1.w) {
                                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                                    l1302();
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
