// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c49 : register(c49);
float4 c50 : register(c50);
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
void l1959();
void l1959() {
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c49.xyzw;
        r0.xyzw = r0.xyzw + c50.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    l1959();
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
