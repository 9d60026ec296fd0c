module hidden_0053_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       v,
    input  wire [1:0] d,
    output reg  [1:0] q
);
    reg [2:0] age;
    reg [1:0] word;

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            age <= 3'd0;
            word <= 2'd0;
        end else begin
            if (v)
                age <= 3'd4;
            else if (age != 3'd0)
                age <= age - 3'd1;
            if (v)
                word <= d;
        end
    end

    always @* begin
        q = (age != 3'd0) ? word : 2'd0;
    end
endmodule
