// A Direct3D 9 vertex shader (vs_3_0): position, and a texture coordinate
// made from it.
void main(float4 pos : POSITION, out float4 o_pos : POSITION,
          out float4 uv : TEXCOORD1)
{
    o_pos = pos;
    uv = float4(pos.xy * 0.5 + 0.5, pos.z, 1);
}
