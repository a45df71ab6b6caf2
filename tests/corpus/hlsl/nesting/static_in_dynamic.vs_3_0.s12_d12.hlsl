// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c55 : register(c55);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c58 : register(c58);
bool b1 : register(b1);
bool b2 : register(b2);
bool b6 : register(b6);
bool b9 : register(b9);
bool b11 : register(b11);
bool b12 : register(b12);
bool b13 : register(b13);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.w != r1.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (r0.y <= r1.y) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.y >= r1.w) {
                r0.xyzw = r0.xyzw + c56.xyzw;
                [branch] if (r0.y != r1.z) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    [branch] if (r0.w <= r1.z) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.w <= r1.z) {
                            r0.xyzw = r0.xyzw + c55.xyzw;
                            [branch] if (r0.w < r1.x) {
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                [branch] if (r0.w > r1.w) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.w >= r1.w) {
                                        r0.xyzw = r0.xyzw + c58.xyzw;
                                        [branch] if (r0.y != r1.w) {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            [branch] if (r0.x <= r1.w) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z >= r1.y) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (b1) {
                                                        r0.xyzw = r0.xyzw + c55.xyzw;
                                                        [branch] if (b13) {
                                                            r0.xyzw = r0.xyzw + c57.xyzw;
                                                            if (!true) {
                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                [branch] if (b13) {
                                                                    r0.xyzw = r0.xyzw + c57.xyzw;
                                                                    [branch] if (b12) {
                                                                        r0.xyzw = r0.xyzw + c57.xyzw;
                                                                        [branch] if (b12) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            if (true) {
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                if (true) {
                                                                                    r0.xyzw = r0.xyzw + c55.xyzw;
                                                                                    [branch] if (b6) {
                                                                                    } else {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                        [branch] if (b11) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            [branch] if (b9) {
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [branch] if (b2) {
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
