// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c45 : register(c45);
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
void l1521();
void l1521() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        {
            r1.xyzw = r0.xyzw * r1.xyzw;
            {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r0.xyzw = r0.xyzw + c45.xyzw;
                    l1521();
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
