// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c41 : register(c41);
float4 c42 : register(c42);
float4 c44 : register(c44);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c48 : register(c48);
bool b1 : register(b1);
bool b2 : register(b2);
bool b4 : register(b4);
bool b9 : register(b9);
bool b11 : register(b11);
bool b12 : register(b12);
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
    [branch] if (r0.x != r1.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.w >= r1.w) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.y > r1.y) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [branch] if (r0.w > r1.z) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (r0.x != r1.z) {
                        r0.xyzw = r0.xyzw + c42.xyzw;
                        [branch] if (r0.z <= r1.y) {
                            r0.xyzw = r0.xyzw + c41.xyzw;
                            [branch] if (r0.z < r1.x) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                [branch] if (r0.w > r1.x) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.x <= r1.x) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.w != r1.w) {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (r0.y != r1.w) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                [branch] if (r0.z < r1.z) {
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                    if (!false) {
                                                        r0.xyzw = r0.xyzw + c47.xyzw;
                                                        [branch] if (b11) {
                                                            r0.xyzw = r0.xyzw + c44.xyzw;
                                                            [branch] if (b9) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (b12) {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (b11) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        if (!false) {
                                                                            r0.xyzw = r0.xyzw + c44.xyzw;
                                                                            [branch] if (b4) {
                                                                                r0.xyzw = r0.xyzw + c48.xyzw;
                                                                                if (!false) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    if (false) {
                                                                                        r0.xyzw = r0.xyzw + c41.xyzw;
                                                                                        [branch] if (b1) {
                                                                                        } else {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                            if (true) {
                                                                                                r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                                [branch] if (b2) {
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
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
