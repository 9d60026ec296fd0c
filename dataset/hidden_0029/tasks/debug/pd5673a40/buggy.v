module hidden_0029_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input wire gnt
);
    reg owned;
    reg [2:0] tenure;
    reg owned_next;
    reg [2:0] tenure_next;

    always @* begin
        if (owned && tenure == 3'd5)
            owned_next = 1'b0;
        else if (owned && !req && tenure >= 3'd2)
            owned_next = 1'b0;
        else if (!owned && req)
            owned_next = 1'b1;
        else
            owned_next = owned;
    end

    always @* begin
        if (!owned)
            tenure_next = 3'd0;
        else if (owned)
            tenure_next = tenure + 3'd1;
        else
            tenure_next = tenure;
    end

    always @(posedge clk) begin
        if (rst) begin
            owned <= 1'b0;
            tenure <= 3'd0;
        end else begin
            owned <= owned_next;
            tenure <= tenure_next;
        end
    end

    assign gnt = owned;
endmodule
