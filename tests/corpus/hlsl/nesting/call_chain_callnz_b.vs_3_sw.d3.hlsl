// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
bool b11 : register(b11);
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
void l1038();
void l1390();
void l1397();
void l1038() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (true) l1390();
}
void l1390() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (true) l1397();
}
void l1397() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (b11) l1038();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
