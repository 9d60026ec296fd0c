module hidden_0019_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire en_in,
    output reg  en_out,
    output reg  clipped
);
    reg [2:0] budget;

    always @(negedge clk) begin
        if (rst) begin
            budget <= 3'd4;
        end else begin
            if (!en_in)
                budget <= 3'd4;
            else if (en_in && budget != 3'd0)
                budget <= budget - 3'd1;
        end
    end

    always @* begin
        en_out = en_in && budget != 3'd0;
        clipped = en_in && budget == 3'd0;
    end
endmodule
