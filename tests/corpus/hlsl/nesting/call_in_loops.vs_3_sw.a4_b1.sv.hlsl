// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l157();
void l157() {
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        [loop] for (int k1 = 0; k1 < 2; k1++) {
            r0.x = dot(r0.xyzw, r1.xyzw);
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    l157();
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
