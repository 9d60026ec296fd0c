module saturating_arithmetic_0007_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       add,
    input  wire [1:0] amount,
    input  wire       drain,
    input  wire       set_ceiling,
    input  wire [3:0] ceiling_in,
    output wire [3:0] level,
    output wire [3:0] ceiling,
    output wire       at_ceiling
);
    reg [3:0] ceil_reg_r;
    reg [3:0] lvl_r;
    wire [3:0] ceil_reg_d = set_ceiling ? ceiling_in :
                            ceil_reg_r;
    wire [3:0] lvl_d = rst ? 4'd0 :
                       set_ceiling ? (lvl_r > ceiling_in) ? ceiling_in : lvl_r :
                       (add && {1'b0, lvl_r} + amount >= {1'b0, ceil_reg_r}) ? ceil_reg_r :
                       add ? lvl_r + amount :
                       drain ? 4'd0 :
                       lvl_r;

    always @(posedge clk) begin
        ceil_reg_r <= ceil_reg_d;
        lvl_r <= lvl_d;
    end

    assign level = lvl_r;
    assign ceiling = ceil_reg_r;
    assign at_ceiling = lvl_r == ceil_reg_r;
endmodule
