module hidden_0029_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire req,
    output reg  gnt
);
    reg owned;
    reg [2:0] tenure;

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            owned <= 1'b0;
            tenure <= 3'd0;
        end else begin
            if (owned && tenure == 3'd5)
                owned <= 1'b0;
            else if (owned && !req && tenure >= 3'd2)
                owned <= 1'b0;
            else if (!owned && req)
                owned <= 1'b1;
            if (!owned)
                tenure <= 3'd0;
            else if (owned)
                tenure <= tenure + 3'd1;
        end
    end

    always @* begin
        gnt = owned;
    end
endmodule
