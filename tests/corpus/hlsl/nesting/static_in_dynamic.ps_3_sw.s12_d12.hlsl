// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c16 : register(c16);
float4 c17 : register(c17);
bool b5 : register(b5);
bool b6 : register(b6);
bool b10 : register(b10);
bool b15 : register(b15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.x > r1.y) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (r0.z > r1.y) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.w >= r1.w) {
                r0.xy = r0.xy + r1.xy;
                [branch] if (r0.w == r1.z) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [branch] if (r0.y != r1.z) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (r0.z < r1.z) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (r0.w <= r1.z) {
                                r0.xy = r0.xy + r1.xy;
                                [branch] if (r0.z < r1.x) {
                                    r0.xy = r0.xy + r1.xy;
                                    [branch] if (r0.w > r1.z) {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        [branch] if (r0.z >= r1.y) {
                                            r0.xyzw = r0.xyzw + c16.xyzw;
                                            [branch] if (r0.w >= r1.z) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z < r1.x) {
                                                    r0.xy = r0.xy + r1.xy;
                                                    [branch] if (b6) {
                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                        [branch] if (b10) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            if (true) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                [branch] if (b10) {
                                                                    r0.xyzw = r0.xyzw + c17.xyzw;
                                                                    if (true) {
                                                                        r0.xy = r0.xy + r1.xy;
                                                                        [branch] if (b5) {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (b15) {
                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                if (true) {
                                                                                    r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                    [branch] if (b5) {
                                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (b5) {
                                                                                        } else {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            if (true) {
                                                                                                r0.xy = r0.xy + r1.xy;
                                                                                                [branch] if (b5) {
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    r0.xy = r0.xy + r1.xy;
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
