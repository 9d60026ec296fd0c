module syn_saturating_arithmetic_0009_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       acc_en,
    input  wire       dec,
    input  wire [4:0] amount,
    output reg  [4:0] sum,
    output wire       saturated,
    output wire       is_zero
);
    reg [4:0] sum_next;

    always @* begin
        if (dec && sum >= 5'd1)
            sum_next = sum - 5'd1;
        else if (dec)
            sum_next = 5'd0;
        else if (acc_en && amount <= 5'd12 && sum <= 5'd12 - amount)
            sum_next = sum + amount + 5'd1;
        else if (acc_en)
            sum_next = 5'd12;
        else
            sum_next = sum;
    end

    always @(posedge clk) begin
        if (reset) begin
            sum <= 5'd2;
        end else begin
            sum <= sum_next;
        end
    end

    assign saturated = sum == 5'd12;
    assign is_zero = sum == 5'd0;
endmodule
