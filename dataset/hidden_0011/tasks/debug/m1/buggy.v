module hidden_0011_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire pg_in,
    input  wire force_off,
    output wire pwr_ok
);
    reg [1:0] stable;
    reg good;
    reg [1:0] stable_next;
    reg good_next;

    always @* begin
        if (!pg_in)
            stable_next = stable;
        else if (stable != 2'd3)
            stable_next = stable + 2'd1;
        else
            stable_next = stable;
    end

    always @* begin
        if (!pg_in || force_off)
            good_next = 1'b0;
        else if (stable == 2'd3)
            good_next = 1'b1;
        else
            good_next = good;
    end

    always @(posedge clk) begin
        if (rst) begin
            stable <= 2'd0;
            good <= 1'b0;
        end else begin
            stable <= stable_next;
            good <= good_next;
        end
    end

    assign pwr_ok = good;
endmodule
