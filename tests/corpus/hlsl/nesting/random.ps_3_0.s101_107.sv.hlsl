// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c11 : register(c11);
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
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [loop] for (int aL1 = 0; aL1 < 4; aL1++) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [flatten] if (p0.x) break;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    [branch] if (!p0.x) {
                    } else {
                        r0.xyzw = r0.xyzw + c11.xyzw;
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    }
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    {
                        r0.xy = r0.xy + r1.xy;
                        r0.xy = r0.xy + r1.xy;
                        [branch] if (r0.w >= r1.y) {
                        }
                    }
                }
            }
        }
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
