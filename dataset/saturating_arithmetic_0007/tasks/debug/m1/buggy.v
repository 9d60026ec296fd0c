module saturating_arithmetic_0007_canonical_next (
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
    reg [3:0] ceil_reg;
    reg [3:0] lvl;
    reg [3:0] ceil_reg_next;
    reg [3:0] lvl_next;

    always @* begin
        if (set_ceiling)
            ceil_reg_next = ceiling_in;
        else
            ceil_reg_next = ceil_reg;
    end

    always @* begin
        if (set_ceiling)
            lvl_next = (lvl > ceiling_in) ? ceiling_in : lvl;
        else if (add && {1'b0, lvl} + amount > 5'd15)
            lvl_next = ceil_reg;
        else if (add)
            lvl_next = lvl + amount;
        else if (drain)
            lvl_next = 4'd0;
        else
            lvl_next = lvl;
    end

    always @(posedge clk) begin
        if (rst) begin
            ceil_reg <= 4'd15;
            lvl <= 4'd0;
        end else begin
            ceil_reg <= ceil_reg_next;
            lvl <= lvl_next;
        end
    end

    assign level = lvl;
    assign ceiling = ceil_reg;
    assign at_ceiling = lvl == ceil_reg;
endmodule
