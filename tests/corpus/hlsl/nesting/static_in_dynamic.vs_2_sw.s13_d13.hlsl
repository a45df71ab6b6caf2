// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c23 : register(c23);
float4 c24 : register(c24);
bool b0 : register(b0);
bool b1 : register(b1);
bool b2 : register(b2);
bool b4 : register(b4);
bool b7 : register(b7);
bool b8 : register(b8);
bool b11 : register(b11);
bool b14 : register(b14);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.x >= r1.w) {
        r0.xyzw = r0.xyzw + c24.xyzw;
        [branch] if (r0.z > r1.w) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.z < r1.w) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                [branch] if (r0.x == r1.w) {
                    r0.xyzw = r0.xyzw + c20.xyzw;
                    [branch] if (r0.x <= r1.z) {
                        r0.xyzw = r0.xyzw + c23.xyzw;
                        [branch] if (r0.x >= r1.z) {
                            r0.xyzw = r0.xyzw + c19.xyzw;
                            [branch] if (r0.z <= r1.y) {
                                r0.xyzw = r0.xyzw + c21.xyzw;
                                [branch] if (r0.y >= r1.y) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.x != r1.y) {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        [branch] if (r0.y <= r1.w) {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            [branch] if (r0.w < r1.y) {
                                                r0.xyzw = r0.xyzw + c24.xyzw;
                                                [branch] if (r0.z < r1.x) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.w <= r1.z) {
                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                        [branch] if (b0) {
                                                            r0.xyzw = r0.xyzw + c23.xyzw;
                                                            [branch] if (b14) {
                                                                r0.xyzw = r0.xyzw + c19.xyzw;
                                                                if (true) {
                                                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                                                    if (true) {
                                                                        r0.xyzw = r0.xyzw + c19.xyzw;
                                                                        [branch] if (b1) {
                                                                        } else {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            [branch] if (b11) {
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                [branch] if (b8) {
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                    [branch] if (b4) {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (b2) {
                                                                                            r0.xyzw = r0.xyzw + c18.xyzw;
                                                                                            [branch] if (b8) {
                                                                                            } else {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (b7) {
                                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                    if (true) {
                                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                        [branch] if (b4) {
                                                                                                            r0.xyzw = r0.xyzw + c24.xyzw;
                                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
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
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
